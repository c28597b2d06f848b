using GdUnit4;

/// <summary>
/// Testes GdUnit4 das ações: a suíte <see cref="ActionTypeTests"/>, que verifica a construção e a validação de
/// <see cref="DiceRolling.Actions.ActionType"/>.
/// </summary>
namespace DiceRolling.Tests.Actions;

/// <summary>
/// Suíte de testes GdUnit4 de <see cref="DiceRolling.Actions.ActionType"/>.
/// </summary>
/// <remarks>
/// Verifica a construção de ações e a validação com <see cref="DiceRolling.Actions.ActionType.IsValid"/>. Execute
/// pelo painel do GdUnit4 no editor do Godot ou pela linha de comando do GdUnit4.
/// </remarks>
[TestSuite]
public class ActionTypeTests
{
    /// <summary>Verifica que o construtor completo de <see cref="DiceRolling.Actions.ActionType"/> preenche nome, categoria, descrição, ícone, custo, efeitos e tabuleiro de alvos.</summary>
    [TestCase]
    public static void Constructor_ShouldInitializeProperties() => throw null;

    /// <summary>Verifica que <see cref="DiceRolling.Actions.ActionType.IsValid"/> devolve <see langword="true"/> quando todas as propriedades são válidas.</summary>
    [TestCase]
    public static void IsValid_ShouldReturnTrue_WhenAllPropertiesAreValid() => throw null;
}
