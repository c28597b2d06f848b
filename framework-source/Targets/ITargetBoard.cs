using DiceRolling.Grids;
using Godot;

namespace DiceRolling.Targets;

/// <summary>
/// Contrato do tabuleiro de alvos: um conjunto de grades que define de onde uma ação pode ser usada e quais
/// posições ela atinge.
/// </summary>
/// <remarks>
/// Implementado por <see cref="TargetBoardType"/>. A interface declara o delegate de sinal
/// <see cref="ConfigurationChangedEventHandler"/>, mas a implementação atual emite o seu próprio sinal
/// <see cref="TargetBoardType.SetupChangedEventHandler"/>.
/// </remarks>
public interface ITargetBoard
{
    /// <summary>
    /// Delegate de sinal declarado na interface (implicitamente público) para avisar mudanças na configuração do
    /// tabuleiro. Não é emitido pela implementação atual, que usa <c>SetupChanged</c>.
    /// </summary>
    [Signal]
    delegate void ConfigurationChangedEventHandler();

    /// <summary>
    /// Pelo design, indica se a ação atinge um único alvo escolhido pelo jogador (<see langword="true"/>) ou todas as células
    /// marcadas (<see langword="false"/>); veja <see cref="TargetBoardType.IsSingleTarget"/> para o que o código atual faz.
    /// </summary>
    bool IsSingleTarget { get; set; }

    /// <summary>Grades do tabuleiro: a primeira descreve o lado do ator, a segunda o lado dos alvos.</summary>
    Godot.Collections.Array<GridType> Grids { get; set; }

    /// <summary>Adiciona uma grade com as dimensões informadas.</summary>
    /// <param name="rows">Número de linhas.</param>
    /// <param name="columns">Número de colunas.</param>
    void AddGrid(int rows, int columns);

    /// <summary>Atualiza a grade de índice informado.</summary>
    /// <param name="index">Índice da grade em <see cref="Grids"/>.</param>
    void UpdateGrid(int index);
}
