namespace DiceRolling.Dice;

/// <summary>
/// Categorias de localização de um dado, usadas em <see cref="DiceLocation.LocationCategory"/>.
/// </summary>
public enum DiceLocationCategory
{
    /// <summary>O dado está guardado no inventário de dados do jogador.</summary>
    Inventory,

    /// <summary>O dado está equipado num personagem, identificado por <see cref="DiceLocation.CharacterId"/>.</summary>
    Character,

    /// <summary>O dado não está em nenhum local (por exemplo, recém-criado ou descartado).</summary>
    None
}
