using DiceRolling.Stores;

namespace DiceRolling.Dice;

/// <summary>
/// Fábrica estática que cria dados de fábrica (D4, D6, D8, D10, D12, D20 e D100), com as energias de um estoque
/// distribuídas em ciclo pelas faces.
/// </summary>
/// <remarks>
/// <para>
/// Cada método cria um <see cref="DiceType"/> com o número de faces correspondente e atribui a elas as energias do
/// estoque informado em sequência cíclica: a primeira face recebe a primeira energia de
/// <see cref="DiceEnergyStore.Energy"/>, a segunda face a segunda energia, e assim por diante, recomeçando do
/// início quando as energias acabam. Com três energias (vermelha, verde e azul), um D6 fica com duas faces de
/// cada cor, como o dado padrão, Testing Dice.
/// </para>
/// <para>
/// Todos os métodos recebem os mesmos parâmetros: o estoque de energias, a categoria de localização inicial do
/// dado e, opcionalmente, o id do personagem que o carrega (quando a categoria é
/// <see cref="DiceLocationCategory.Character"/>).
/// </para>
/// </remarks>
/// <example>
/// <code>
/// DiceEnergyStore energies = GD.Load&lt;DiceEnergyStore&gt;("res://data/dice_energy_store.tres");
/// DiceType d6 = DiceFactory.CreateD6(energies, DiceLocationCategory.Character, character.Id);
/// character.EquippedDice.Add(d6);
/// </code>
/// </example>
public static class DiceFactory
{
    /// <summary>Cria um dado de 4 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD4(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 6 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD6(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 8 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD8(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 10 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD10(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 12 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD12(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 20 faces com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD20(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Cria um dado de 100 faces (D100, representado na interface pelo símbolo %) com as energias do estoque distribuídas em ciclo.</summary>
    /// <param name="DiceEnergyConfig">Estoque cujas energias preenchem as faces, na ordem em que aparecem.</param>
    /// <param name="locationCategory">Onde o dado é colocado ao ser criado.</param>
    /// <param name="characterId">Id do personagem dono do dado, quando <paramref name="locationCategory"/> é <see cref="DiceLocationCategory.Character"/>.</param>
    /// <returns>O novo <see cref="DiceType"/>.</returns>
    public static DiceType CreateD100(DiceEnergyStore DiceEnergyConfig, DiceLocationCategory locationCategory, string? characterId = null) => throw null;
}
